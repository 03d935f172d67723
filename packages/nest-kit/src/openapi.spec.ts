import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpStatus,
  Module,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { idParamsSchema } from '@elite/contracts';
import { z } from 'zod';
import { ApiRoute, openApiGaps } from './openapi';

const noteSchema = z.object({ text: z.string().trim().min(1, 'Text is required') });
const noteAnswerSchema = z.object({ id: z.number().int(), text: z.string() });
z.globalRegistry.add(noteSchema, { id: 'NoteSpec' });
const pageSchema = z.object({ limit: z.coerce.number().int().max(50, 'At most 50').default(10) });

@Controller('api/notes')
class NotesController {
  @Post()
  @ApiRoute({
    summary: 'Add a note',
    body: noteSchema,
    response: noteAnswerSchema,
    status: HttpStatus.CREATED,
  })
  add(@Body() body: z.output<typeof noteSchema>) {
    return { id: 1, ...body };
  }

  @Get()
  @ApiRoute({ summary: 'Notes', query: pageSchema, response: z.array(noteAnswerSchema) })
  list(@Query() _query: z.output<typeof pageSchema>) {
    return [];
  }

  @Get(':id')
  @ApiRoute({ summary: 'One note', params: idParamsSchema, response: noteAnswerSchema })
  one(@Param() { id }: { id: number }) {
    return { id, text: '' };
  }

  @Post('clear')
  @ApiRoute({ summary: 'Forget all notes', response: null, status: HttpStatus.NO_CONTENT })
  clear() {}
}

/** The validation pipe ApiRoute attached to one argument of a handler, run as Nest would. */
function validate(handler: string, value: unknown) {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, NotesController, handler) as Record<
    string,
    { schema: z.ZodType; pipes: { transform(v: unknown, m: object): unknown }[] }
  >;
  const [arg] = Object.values(args);
  return arg!.pipes[0]!.transform(value, { type: 'body', schema: arg!.schema });
}

describe('ApiRoute', () => {
  it("validates the handler's input with the declared schema, naming each bad field", () => {
    expect(validate('add', { text: '  hi ', extra: true })).toEqual({ text: 'hi' });
    expect(() => validate('add', { text: ' ' })).toThrow(BadRequestException);
    const missing = (() => {
      try {
        return validate('add', undefined);
      } catch (error) {
        return (error as BadRequestException).getResponse();
      }
    })();
    expect(missing).toEqual({
      message: 'Validation failed',
      errors: [{ path: 'text', message: expect.any(String) }],
    });
    expect(validate('list', {})).toEqual({ limit: 10 });
    expect(validate('one', { id: '7' })).toEqual({ id: 7 });
  });

  it('refuses, at start, a declared input the handler never reads', () => {
    expect(() => {
      class Broken {
        @Post()
        @ApiRoute({ summary: 'x', body: noteSchema, response: null })
        add() {}
      }
      return Broken;
    }).toThrow('Broken.add declares a body schema: read it once with @Body()');
  });

  it('refuses, at start, a whole input read without a schema', () => {
    expect(() => {
      class Loose {
        @Get()
        @ApiRoute({ summary: 'x', response: noteAnswerSchema })
        list(@Query() query: unknown) {
          return query;
        }
      }
      return Loose;
    }).toThrow('Loose.list reads @Query() without a query schema in @ApiRoute');
  });
});

describe('openApiGaps', () => {
  async function documentOf(controller: new () => unknown) {
    @Module({ controllers: [controller] })
    class SpecModule {}
    const app = await NestFactory.create(SpecModule, { logger: false });
    await app.init();
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    return { app, document };
  }

  it('finds nothing missing when every route declares its contract', async () => {
    const { app, document } = await documentOf(NotesController);
    try {
      expect(openApiGaps(app, document)).toEqual([]);
      expect(document.components?.schemas).toHaveProperty('NoteSpec');
      const list = document.paths['/api/notes']!.get!;
      expect(list.parameters).toEqual([expect.objectContaining({ in: 'query', name: 'limit' })]);
      expect(document.paths['/api/notes/clear']!.post!.responses).toHaveProperty('204');
    } finally {
      await app.close();
    }
  });

  it('names a public route documented without its contract', async () => {
    @Controller('api/loose')
    class LooseController {
      @Get()
      list() {
        return [];
      }
    }
    const { app, document } = await documentOf(LooseController);
    try {
      expect(openApiGaps(app, document)).toEqual([
        'GET /api/loose: no @ApiRoute',
        'GET /api/loose: the 200 response has no schema',
        'components.schemas is empty',
      ]);
    } finally {
      await app.close();
    }
  });
});
