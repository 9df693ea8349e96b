import { ACTION_RULES, EMOTION_RULES, listenerReaction, performanceFor, seeded } from './inference';

const read = (text: string, id = 1) => performanceFor({ id, text });

describe('performanceFor: feelings from words and punctuation', () => {
  it.each([
    ['angry', 'I hate this stupid barn.'],
    ['afraid', 'Help, I am scared.'],
    ['sad', 'I am sorry, I miss her.'],
    ['surprised', 'Wow, the cows got out.'],
    ['surprised', 'You did what?!'],
    ['happy', 'I love this farm.'],
    ['relaxed', 'Relax, it is fine.'],
  ])('%s for "%s"', (emotion, text) => {
    expect(read(text).emotion).toBe(emotion);
  });

  it('lifts the brows of a question (a light surprise)', () => {
    const question = read('Where are the cows?');
    expect(question.emotion).toBe('surprised');
    expect(question.intensity).toBeLessThan(0.45);
  });

  it('is neutral without feeling words', () => {
    expect(read('The tractor is in the shed.').emotion).toBe('neutral');
  });

  it('says an exclamation without a feeling word with energy', () => {
    expect(read('The tractor is in the shed!').emotion).toBe('happy');
  });

  it('raises the intensity with exclamation marks and capitals', () => {
    const calm = read('I hate this barn.').intensity;
    const exclaimed = read('I hate this barn!').intensity;
    const shouted = read('I HATE this barn!!').intensity;
    expect(exclaimed).toBeGreaterThan(calm + 0.15);
    expect(shouted).toBeGreaterThan(exclaimed);
    expect(shouted).toBeLessThanOrEqual(1);
  });

  it('has a rule for every feeling but neutral, each tested above', () => {
    expect(new Set(EMOTION_RULES.map((rule) => rule.emotion))).toEqual(new Set(['angry', 'afraid', 'sad', 'surprised', 'happy', 'relaxed']));
  });
});

describe('performanceFor: actions from words', () => {
  it.each([
    ['laugh', 'Haha, that old goat.', null],
    ['wave', 'Morning, Rex.', null],
    ['wave', 'Good evening.', null],
    ['wave', 'Well, bye then.', null],
    ['shrug', "I don't know where it went.", null],
    ['shrug', 'Maybe tomorrow.', null],
    ['head-shake', 'No, the gate was shut.', null],
    ['head-shake', 'We never go there.', null],
    ['nod', 'Yes, the cows.', null],
    ['nod', 'Okay.', null],
    ['point', 'You left the gate open.', 'addressee'],
    ['point', 'The cows went over there.', 'thing'],
    ['point', 'Look, the barn.', 'thing'],
    ['hand-to-chest', 'I fixed the fence.', null],
  ])('%s for "%s"', (action, text, aim) => {
    const reading = read(text);
    expect(reading.action).toBe(action);
    expect(reading.aim).toBe(aim);
  });

  it('has as many rules as the table lists, each tested above', () => {
    expect(ACTION_RULES.map((rule) => rule.action)).toEqual(['laugh', 'wave', 'shrug', 'head-shake', 'nod', 'point', 'point', 'hand-to-chest']);
  });

  it('times the action at its word', () => {
    const early = read('You are late for the milking again.');
    const late = read('The milking is late again, because of you.');
    expect(early.actionAt).toBe(0);
    expect(late.actionAt).toBeGreaterThan(0.8);
  });

  it('folds the arms of an angry line without another action, and puts hands on hips when strong', () => {
    expect(read('This is ridiculous.').action).toBe('arms-crossed');
    expect(read('THIS IS RIDICULOUS!!').action).toBe('hands-on-hips');
  });

  it('does nothing special with a plain statement', () => {
    expect(read('The tractor is in the shed.').action).toBeNull();
  });

  it('prefers the first rule of the table: a shrug over a head shake', () => {
    expect(read('No idea.').action).toBe('shrug');
  });
});

describe('performanceFor: direction overrides inference', () => {
  it('takes the direction fields where set and infers the rest', () => {
    const directed = performanceFor({ id: 1, text: 'I hate this barn!', emotion: 'sad', intensity: 0.2 });
    expect(directed).toMatchObject({ emotion: 'sad', intensity: 0.2, action: 'hand-to-chest' });
    expect(performanceFor({ id: 1, text: 'The barn.', action: 'shrug' })).toMatchObject({ emotion: 'neutral', action: 'shrug' });
  });

  it('aims a directed point at the addressee when the words address them, else at a thing', () => {
    expect(performanceFor({ id: 1, text: 'Was it you?', action: 'point' }).aim).toBe('addressee');
    expect(performanceFor({ id: 1, text: 'The barn.', action: 'point' }).aim).toBe('thing');
  });
});

describe('determinism', () => {
  it('reads the same line the same way every time', () => {
    expect(read('Wow, you did it!', 7)).toEqual(read('Wow, you did it!', 7));
  });

  it('varies intensity a little by line', () => {
    const intensities = new Set([1, 2, 3, 4, 5, 6].map((id) => read('I love it.', id).intensity));
    expect(intensities.size).toBeGreaterThan(1);
    for (const intensity of intensities) expect(Math.abs(intensity - 0.55)).toBeLessThanOrEqual(0.04);
  });

  it('seeds uniformly enough', () => {
    const values = Array.from({ length: 1000 }, (_, index) => seeded(`key:${index}`));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((value) => value < 0.5).length).toBeGreaterThan(430);
    expect(values.filter((value) => value < 0.5).length).toBeLessThan(570);
  });
});

describe('listenerReaction', () => {
  const angry = read('I HATE this stupid barn!');
  const happy = read('I love this farm.');

  it('mirrors the speaker lightly', () => {
    const reaction = listenerReaction(happy, 'I love this farm.', 1, 2, true);
    expect(reaction.emotion).toBe('happy');
    expect(reaction.intensity).toBeCloseTo(happy.intensity * 0.4, 2);
  });

  it('looks away from a strong anger', () => {
    expect(listenerReaction(angry, 'I HATE this stupid barn!', 1, 2, true)).toMatchObject({ action: 'glance-away', emotion: 'sad' });
  });

  it('listens still to a question', () => {
    const question = read('Where are the cows?');
    expect(listenerReaction(question, 'Where are the cows?', 1, 2, true).action).toBeNull();
  });

  it('nods, glances away or just listens, seeded per line and listener', () => {
    const neutral = read('The tractor is in the shed.');
    const actions = Array.from({ length: 200 }, (_, lineId) => listenerReaction(neutral, 'The tractor is in the shed.', lineId, 2, true).action);
    const nods = actions.filter((action) => action === 'nod').length;
    expect(nods).toBeGreaterThan(80);
    expect(nods).toBeLessThan(140);
    expect(actions).toContain('glance-away');
    expect(actions).toContain(null);
    expect(listenerReaction(neutral, 'x', 5, 2, true)).toEqual(listenerReaction(neutral, 'x', 5, 2, true));
  });
});
