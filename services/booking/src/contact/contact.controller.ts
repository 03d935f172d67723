import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  apiErrorSchema,
  contactMessageSchema,
  createContactMessageSchema,
  type ContactMessage,
  type CreateContactMessage,
} from '@elite/contracts';
import { Public, ZodValidationPipe } from '@elite/nest-kit';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Public()
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Send a message to the company' })
  @ApiCreatedResponse({ standardSchema: contactMessageSchema })
  @ApiBadRequestResponse({ standardSchema: apiErrorSchema })
  create(
    @Body({ schema: createContactMessageSchema, pipes: [new ZodValidationPipe(createContactMessageSchema)] })
    body: CreateContactMessage,
  ): Promise<ContactMessage> {
    return this.contact.create(body);
  }
}
