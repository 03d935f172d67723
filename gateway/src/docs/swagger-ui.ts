import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { ServiceName } from '@elite/nest-kit/core';

/** Swagger UI at /api/docs with one entry per service; the gateway's own routes come last. */
export function serveApiDocs(app: INestApplication, services: readonly ServiceName[]): void {
  const gateway = new DocumentBuilder()
    .setTitle('Elite Transport gateway')
    .setDescription('Routes the gateway answers itself; every other /api route belongs to a service.')
    .setVersion('1.0')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, gateway), {
    jsonDocumentUrl: 'api/docs/gateway.json',
    raw: ['json'],
    explorer: true,
    customSiteTitle: 'Elite Transport API',
    swaggerOptions: {
      urls: [
        ...services.map((name) => ({ name, url: `/api/docs/${name}.json` })),
        { name: 'gateway', url: '/api/docs/gateway.json' },
      ],
    },
  });
}
