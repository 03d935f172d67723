import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage } from '@elite/contracts';
import type { Repository } from 'typeorm';
import { ContactMessageEntity, toContactMessage } from './contact-message.entity';

type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>;

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
  ) {}

  async create(input: NewContactMessage): Promise<ContactMessage> {
    const message = this.messages.create({ ...input, status: 'unread' });
    await this.messages.save(message, { transaction: false });
    return toContactMessage(message);
  }
}
