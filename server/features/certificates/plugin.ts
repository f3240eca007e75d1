import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { certificatesOf } from '../../../lib/content/certificates';
import { getMandatoryDisclosure } from '../../../lib/content/mandatory-disclosure';
import { certificatesSection } from './section';

/** The Mandatory Disclosure's certificates that expire next, above the inbox's list for every member of staff. */
async function certificates(app: FastifyInstance) {
  const list = certificatesOf(getMandatoryDisclosure());
  app.intake.extensions.frontSections.push(({ now }) => certificatesSection(list, now));
}

export const certificatesPlugin = fp(certificates, { name: 'certificates', dependencies: ['intake'] });
