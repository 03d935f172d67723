import {
  HttpCode,
  HttpStatus,
  RequestMethod,
  SetMetadata,
  applyDecorators,
  type INestApplication,
} from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import {
  ApiCookieAuth,
  ApiHeader,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { BOOKING_TOKEN_HEADER, apiErrorSchema } from '@elite/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from './validation/zod-validation.pipe';

/** What one route takes and answers, in contracts schemas (docs/conventions.md §3). */
export interface RouteContract {
  summary: string;
  description?: string;
  /** The JSON body, read whole with `@Body()`. */
  body?: z.ZodType;
  /** The query string, read whole with `@Query()`. */
  query?: z.ZodType;
  /** The path parameters, read whole with `@Param()`. */
  params?: z.ZodType;
  /** The answer's schema, or null for a route that answers no body. */
  response: z.ZodType | null;
  /** The success status, also set as the route's status; 200 unless given. */
  status?: HttpStatus;
  /** The answer's media type when it is not JSON (then `response` describes the text). */
  produces?: string;
  /** Other answers the route gives, each an ApiError: status → when. */
  errors?: Partial<Record<HttpStatus, string>>;
}

const INPUTS = [
  ['body', RouteParamtypes.BODY, '@Body()'],
  ['query', RouteParamtypes.QUERY, '@Query()'],
  ['params', RouteParamtypes.PARAM, '@Param()'],
] as const;

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  schema?: z.ZodType;
}

const validation = new ZodValidationPipe();
const ROUTE_CONTRACT = 'elite:route-contract';

/**
 * The one decorator of a route: its body, query and path parameters are validated with contracts
 * schemas (a 400 naming each field) and the same schemas, with the answer's, make its OpenAPI entry.
 * It hands each schema to the handler's own `@Body()`, `@Query()` or `@Param()`, as Nest's
 * `@Body({ schema })` would, so the validation and @nestjs/swagger's document read one declaration.
 */
export function ApiRoute(contract: RouteContract): MethodDecorator {
  const status = contract.status ?? HttpStatus.OK;
  const hasInput = INPUTS.some(([part]) => contract[part]);
  const errors: [string, string][] = Object.entries(contract.errors ?? {});
  if (hasInput && !contract.errors?.[HttpStatus.BAD_REQUEST])
    errors.unshift([String(HttpStatus.BAD_REQUEST), 'Invalid input: `errors` names each field']);
  const documentation = applyDecorators(
    SetMetadata(ROUTE_CONTRACT, contract),
    HttpCode(status),
    ApiOperation({ summary: contract.summary, description: contract.description }),
    ...(contract.produces ? [ApiProduces(contract.produces)] : []),
    contract.response
      ? ApiResponse({ status, standardSchema: contract.response })
      : ApiResponse({ status, description: 'No content' }),
    ...errors.map(([code, description]) =>
      ApiResponse({ status: Number(code), standardSchema: apiErrorSchema, description }),
    ),
  );
  return (target, key, descriptor) => {
    bindInputs(target.constructor, key, contract);
    documentation(target, key, descriptor);
  };
}

/**
 * Documents how a route of one booking knows its caller: the session cookie, or the booking's
 * access token as `?token=` or the x-booking-token header (`presentedBookingToken` reads them).
 */
export function ApiBookingAccess(): MethodDecorator {
  return applyDecorators(
    ApiCookieAuth(),
    ApiQuery({
      name: 'token',
      required: false,
      description: 'The accessToken returned when the booking was made',
    }),
    ApiHeader({ name: BOOKING_TOKEN_HEADER, required: false, description: 'The accessToken, as a header' }),
  );
}

/** Gives each declared schema to the argument that reads that input whole, with the validation pipe. */
function bindInputs(controller: object, key: string | symbol, contract: RouteContract): void {
  const args: Record<string, RouteArg> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {};
  const route = `${(controller as { name?: string }).name}.${String(key)}`;
  for (const [part, paramtype, decorator] of INPUTS) {
    const schema = contract[part];
    const whole = Object.keys(args).filter(
      (name) => name.split(':')[0] === String(paramtype) && args[name]!.data === undefined,
    );
    if (schema && whole.length !== 1)
      throw new Error(`${route} declares a ${part} schema: read it once with ${decorator}`);
    if (!schema && whole.length > 0)
      throw new Error(`${route} reads ${decorator} without a ${part} schema in @ApiRoute`);
    if (!schema) continue;
    const arg = args[whole[0]!]!;
    args[whole[0]!] = { ...arg, schema, pipes: [validation, ...(arg.pipes ?? [])] };
  }
  Reflect.defineMetadata(ROUTE_ARGS_METADATA, args, controller, key);
}

/** The media types a route may answer in; the document lists its schema under one of them. */
const hasSchema = (content: Record<string, { schema?: unknown }> | undefined) =>
  Object.values(content ?? {}).some((media) => media.schema !== undefined);

/**
 * What an app's OpenAPI document leaves out of its routes (all but /internal ones, which only other
 * services call and the document leaves out): each needs @ApiRoute, a success answer with its
 * schema, and the schemas of the body, query and path it reads; the shapes are named in
 * components.schemas. Empty when complete.
 */
export function openApiGaps(app: INestApplication, document: OpenAPIObject): string[] {
  const gaps: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      for (const key of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const route = `/${[base, String(path)].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        if (route.startsWith('/internal/')) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const name = `${method} ${route}`;
        const documented = route.replace(/:(\w+)/g, '{$1}');
        const operation = document.paths[documented]?.[method.toLowerCase() as 'get'];
        if (!operation) {
          gaps.push(`${name}: not in the document`);
          continue;
        }
        const contract: RouteContract | undefined = Reflect.getMetadata(ROUTE_CONTRACT, handler);
        if (!contract) gaps.push(`${name}: no @ApiRoute`);
        const successes = Object.entries(operation.responses).filter(([code]) => /^2\d\d$/.test(code));
        if (successes.length === 0) gaps.push(`${name}: no success response`);
        for (const [code, response] of successes)
          if (code !== '204' && !hasSchema(response && 'content' in response ? response.content : undefined))
            gaps.push(`${name}: the ${code} response has no schema`);
        const body = operation.requestBody;
        if (contract?.body && !(body && 'content' in body && hasSchema(body.content)))
          gaps.push(`${name}: no request body schema`);
        const parameters = (operation.parameters ?? []).filter(
          (parameter) => 'in' in parameter && parameter.schema !== undefined,
        ) as { in: string; name: string }[];
        if (contract?.query && !parameters.some((parameter) => parameter.in === 'query'))
          gaps.push(`${name}: no query parameters`);
        for (const [, param] of documented.matchAll(/\{(\w+)\}/g))
          if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === param))
            gaps.push(`${name}: no schema for the path parameter ${param}`);
      }
    }
  }
  if (Object.keys(document.components?.schemas ?? {}).length === 0) gaps.push('components.schemas is empty');
  return gaps;
}
