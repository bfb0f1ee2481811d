// one part of the schema fuzz (schema-fuzz.ts): the routes are dealt over three files so the run's workers share them
import { describeSchemaFuzz } from './schema-fuzz.ts';

describeSchemaFuzz(2, 3);
