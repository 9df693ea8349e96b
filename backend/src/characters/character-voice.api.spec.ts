import { characterSchema, type VoiceProfile } from '@studio/contracts/characters';
import { jobListSchema } from '@studio/contracts/jobs';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { medianPitchHz } from '../engines/audio/audio-analysis';
import { decodeWav } from '../engines/audio/wav';
import { voiceProfileFor } from '../engines/voice/voice-profile';
import { newCharacter, newVoiceLine } from '../../test/factories';
import { useTestProject } from '../../test/test-app';
import { CharacterEntity } from './character.entity';
import { settledVoiceLine } from '../../test/voice-lines';

jest.setTimeout(90_000);

const LOW_VOICE: VoiceProfile = { voice: 'en-us+m1', pitch: 15, rate: 170 };
const HIGH_VOICE: VoiceProfile = { voice: 'en-us+f2', pitch: 85, rate: 170 };

describe(`character voice profiles (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  const getCharacter = async (id: number) => characterSchema.parse((await ctx.http.get(`/api/characters/${id}`).expect(200)).body);
  const jobsOfLine = async (lineId: number) =>
    jobListSchema.parse((await ctx.http.get('/api/jobs').query({ projectId: ctx.projectId }).expect(200)).body).filter((job) => job.target.type === 'voice-line' && job.target.id === lineId);
  const pitchOf = async (url: string) => {
    const pcm = decodeWav((await ctx.http.get(url).buffer(true).expect(200)).body as Buffer);
    return medianPitchHz(pcm.channels[0], pcm.sampleRate);
  };

  it('gives a new character the profile derived from its name, different from another character', async () => {
    const redbeard = await newCharacter(ctx.http, ctx.projectId, { name: 'Captain Redbeard' });
    const luna = await newCharacter(ctx.http, ctx.projectId, { name: 'Luna' });
    expect(redbeard.voice).toEqual(voiceProfileFor({ name: 'Captain Redbeard' }));
    expect(luna.voice).toEqual(voiceProfileFor({ name: 'Luna' }));
    expect(luna.voice).not.toEqual(redbeard.voice);
  });

  it('keeps the voice when the character is renamed', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId, { name: 'Farmer Joe' });
    const renamed = await ctx.http.put(`/api/characters/${character.id}`).send({ name: 'Detective Kim' }).expect(200);
    expect(renamed.body.voice).toEqual(voiceProfileFor({ name: 'Farmer Joe' }));
    expect((await getCharacter(character.id)).voice).toEqual(voiceProfileFor({ name: 'Farmer Joe' }));
  });

  it('speaks a row stored before profiles with the name-derived voice, and pins it on the next edit', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId, { name: 'Old Pete' });
    await ctx.dataSource.getRepository(CharacterEntity).update(character.id, { voiceName: null, voicePitch: null, voiceRate: null });
    expect((await getCharacter(character.id)).voice).toEqual(voiceProfileFor({ name: 'Old Pete' }));
    await ctx.http.put(`/api/characters/${character.id}`).send({ name: 'Young Pete' }).expect(200);
    expect((await getCharacter(character.id)).voice).toEqual(voiceProfileFor({ name: 'Old Pete' }));
  });

  it.each([
    [{ ...LOW_VOICE, pitch: 150 }, 'voice.pitch', 'Pitch must be a whole number from 0 to 99.'],
    [{ ...LOW_VOICE, pitch: 12.5 }, 'voice.pitch', 'Pitch must be a whole number from 0 to 99.'],
    [{ ...LOW_VOICE, pitch: 'high' }, 'voice.pitch', 'Pitch must be a whole number from 0 to 99.'],
    [{ ...LOW_VOICE, rate: 20 }, 'voice.rate', 'Rate must be a whole number of words per minute from 80 to 450.'],
    [{ ...LOW_VOICE, voice: 'klingon+m1' }, 'voice.voice', 'Voice must be an accent and optional variant, e.g. en-us+m3.'],
    [{ ...LOW_VOICE, voice: 'en-us+m1+f2' }, 'voice.voice', 'Voice must be an accent and optional variant, e.g. en-us+m3.'],
  ])('rejects voice %j with 400 and changes nothing', async (voice, path, message) => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const line = await newVoiceLine(ctx.http, character.id, { text: 'Nothing should change.' });
    const jobsBefore = await jobsOfLine(line.id);
    const response = await ctx.http.put(`/api/characters/${character.id}`).send({ name: 'Someone Else', voice }).expect(400);
    expect(response.body.errors).toEqual([{ path, message }]);
    expect(await getCharacter(character.id)).toEqual(character);
    expect(await settledVoiceLine(ctx.http, line.id)).toEqual(line);
    expect(await jobsOfLine(line.id)).toEqual(jobsBefore);
  });

  it('re-speaks every line of the character in the new voice when the voice changes', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId, { name: 'Captain Greybeard' });
    // No lines yet: nothing to re-speak, the stored voice just changes.
    await ctx.http.put(`/api/characters/${character.id}`).send({ voice: LOW_VOICE }).expect(200);
    const first = await newVoiceLine(ctx.http, character.id, { text: 'Ahoy there! Welcome aboard the finest ship on the seven seas.' });
    const second = await newVoiceLine(ctx.http, character.id, { text: 'Hoist the sails and mind the kraken.' });
    const otherSpeaker = await newCharacter(ctx.http, ctx.projectId, { name: 'Luna Marsh' });
    const otherLine = await newVoiceLine(ctx.http, otherSpeaker.id, { text: 'I stay as I am.' });
    const lowPitch = await pitchOf(first.filePath!);

    const updated = await ctx.http.put(`/api/characters/${character.id}`).send({ voice: HIGH_VOICE }).expect(200);
    expect(characterSchema.parse(updated.body).voice).toEqual(HIGH_VOICE);
    // Back to pending in the same request (the job may already be on its way).
    for (const line of [first, second]) {
      const { status } = (await ctx.http.get(`/api/voicelines/${line.id}`).expect(200)).body as VoiceLine;
      expect(['pending', 'in_progress', 'complete']).toContain(status);
      expect(await jobsOfLine(line.id)).toHaveLength(2);
    }

    const respoken = await settledVoiceLine(ctx.http, first.id);
    const respokenSecond = await settledVoiceLine(ctx.http, second.id);
    expect(respoken).toMatchObject({ status: 'complete', text: first.text });
    expect(respokenSecond.status).toBe('complete');
    expect(respoken.filePath).not.toBe(first.filePath);
    expect(respokenSecond.filePath).not.toBe(second.filePath);
    expect(await pitchOf(respoken.filePath!)).toBeGreaterThan(lowPitch * 1.5);
    // The old audio is replaced, and the other character's line is left alone.
    await ctx.http.get(first.filePath!).expect(404);
    expect(await settledVoiceLine(ctx.http, otherLine.id)).toEqual(otherLine);
    expect(await jobsOfLine(otherLine.id)).toHaveLength(1);
  });

  it('does not re-speak when the voice sent is the one it has', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId, { name: 'Mia' });
    const line = await newVoiceLine(ctx.http, character.id);
    await ctx.http.put(`/api/characters/${character.id}`).send({ voice: character.voice, description: 'Sings sea shanties.' }).expect(200);
    expect(await jobsOfLine(line.id)).toHaveLength(1);
    expect(await settledVoiceLine(ctx.http, line.id)).toEqual(line);
  });
});
