import { newCharacter } from '../../test/factories';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { reportFigure } from '../../test/reliability-figures';
import { useTestProject } from '../../test/test-app';

const SUBSCRIBERS = 100;
const WRITES = 20;

/** Every open events stream hears every write, however many are open. */
describe(`the events stream with ${SUBSCRIBERS} subscribers (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();
  let streams: EventStream[] = [];
  afterAll(() => streams.forEach((stream) => stream.close()));

  it(`delivers each of ${WRITES} writes to all ${SUBSCRIBERS} streams`, async () => {
    const cookie = await sessionCookie(ctx.app);
    streams = await Promise.all(Array.from({ length: SUBSCRIBERS }, () => openEventStream(ctx.app, cookie)));
    const created: number[] = [];
    for (let write = 0; write < WRITES; write += 1) created.push((await newCharacter(ctx.http, ctx.projectId)).id);

    const heard = (stream: EventStream) => (id: number) =>
      stream.waitFor((event) => event.kind === 'entity' && event.data.entity === 'character' && event.data.id === id && event.data.change === 'created');
    await Promise.all(streams.flatMap((stream) => created.map(heard(stream))));
    // Each creation's own event; the model each creation has built makes 'updated' ones besides.
    const delivered = streams.reduce(
      (count, stream) =>
        count + stream.events().filter((event) => event.kind === 'entity' && event.data.entity === 'character' && event.data.change === 'created').length,
      0,
    );
    expect(delivered).toBe(SUBSCRIBERS * WRITES);
    reportFigure(`events stream, ${SUBSCRIBERS} subscribers × ${WRITES} writes (${process.env.TEST_DB}): ${delivered} of ${SUBSCRIBERS * WRITES} events delivered: PASS`);
  }, 60_000);
});
