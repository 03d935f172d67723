import { Body, Controller, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  contactMessageSchema,
  createContactMessageSchema,
  type ContactMessage,
  type CreateContactMessage,
} from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Public()
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @ApiRoute({
    summary: 'Send a message to the company',
    body: createContactMessageSchema,
    response: contactMessageSchema,
    status: HttpStatus.CREATED,
  })
  create(@Body() body: CreateContactMessage): Promise<ContactMessage> {
    return this.contact.create(body);
  }
}
