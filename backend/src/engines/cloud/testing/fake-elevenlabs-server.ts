import { execFile } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { EspeakVoiceEngine } from '../../voice/espeak-voice-engine';
import { FakeProviderServer, type RecordedRequest } from './fake-provider-server';

const SPEECH_PATH = /^\/v1\/text-to-speech\/([A-Za-z0-9]+)$/;
const SUPPORTED_FORMATS = ['pcm_22050', 'mp3_44100_128'];

/** eSpeak's 22050 Hz mono PCM as a 44.1 kHz 128 kbps MP3, by ffmpeg with LAME. */
function encodeMp3(pcm: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const ffmpeg = execFile(
      'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '22050', '-ac', '1', '-i', 'pipe:0', '-ar', '44100', '-b:a', '128k', '-f', 'mp3', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    ffmpeg.stdin!.end(pcm);
  });
}

/**
 * Speaks ElevenLabs' text-to-speech API: POST /v1/text-to-speech/{voice_id}?output_format=pcm_22050
 * with `xi-api-key`, answering raw 16-bit mono PCM of the text really spoken (by eSpeak-NG, whose
 * native rate is 22050 Hz) or, for mp3_44100_128, that speech encoded by ffmpeg; errors are
 * {detail: {status, message}}.
 */
export class FakeElevenLabsServer extends FakeProviderServer {
  protected readonly keyTestPath = '/v1/user';

  protected override keyOf(request: RecordedRequest): string | undefined {
    const key = request.headers['xi-api-key'];
    return typeof key === 'string' ? key : undefined;
  }

  private readonly speech = new EspeakVoiceEngine();

  override async close(): Promise<void> {
    await super.close();
    await this.speech.dispose();
  }

  protected errorBody(status: number, message: string): unknown {
    const code = status === 401 ? 'invalid_api_key' : status === 429 ? 'too_many_concurrent_requests' : status >= 500 ? 'internal_server_error' : 'invalid_request';
    return { detail: { status: code, message } };
  }

  protected async route(request: RecordedRequest, response: ServerResponse): Promise<boolean> {
    const match = SPEECH_PATH.exec(request.path);
    if (!match || request.method !== 'POST') return false;
    if (request.headers['xi-api-key'] !== this.apiKey) {
      this.sendError(response, 401, 'Invalid API key');
      return true;
    }
    const format = request.query.get('output_format') ?? 'mp3_44100_128';
    if (!SUPPORTED_FORMATS.includes(format)) {
      this.sendError(response, 422, `This fake serves output_format ${SUPPORTED_FORMATS.join(' or ')}, not ${format}`);
      return true;
    }
    let body: { text?: unknown; model_id?: unknown };
    try {
      body = JSON.parse(request.body.toString('utf8')) as typeof body;
    } catch {
      this.sendJson(response, 400, { detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
      return true;
    }
    if (typeof body.text !== 'string' || body.text.trim() === '') {
      this.sendJson(response, 422, { detail: [{ loc: ['body', 'text'], msg: 'Field required', type: 'missing' }] });
      return true;
    }
    const speech = await this.speech.synthesize({ text: body.text, voice: { voice: 'en-us+m3', pitch: 50, rate: 175 } });
    // eSpeak's WAV has a plain 44-byte header; the PCM after it is what ElevenLabs sends for pcm_22050.
    const pcm = speech.audio.subarray(44);
    if (format === 'pcm_22050') {
      response.writeHead(200, { 'Content-Type': 'audio/pcm' });
      response.end(pcm);
    } else {
      const mp3 = await encodeMp3(pcm);
      response.writeHead(200, { 'Content-Type': 'audio/mpeg' });
      response.end(mp3);
    }
    return true;
  }
}
