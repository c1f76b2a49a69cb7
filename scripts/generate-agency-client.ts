// `npx tsx scripts/generate-agency-client.ts`: writes the agency example's types from the OpenAPI document the
// server generates from its route schemas (no server needs to listen). tests/api/agency-client.test.ts fails
// when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { agencyClientTypes } from '../examples/agency-client/generate.ts';

const target = fileURLToPath(new URL('../examples/agency-client/openapi.d.ts', import.meta.url));
writeFileSync(target, await agencyClientTypes());
console.log(`wrote ${target}`);
