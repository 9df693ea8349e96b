import { FakeElevenLabsServer } from '../src/engines/cloud/testing/fake-elevenlabs-server';
import { FakeMeshyServer } from '../src/engines/cloud/testing/fake-meshy-server';
import { FakeOpenAiServer } from '../src/engines/cloud/testing/fake-openai-server';

/**
 * The three providers faked on local ports, for apps whose Settings test keys: their base URLs as
 * the app's environment, and `accept(key)` to make a key one the providers take.
 */
export async function startFakeProviders() {
  const openai = new FakeOpenAiServer('sk-fake-openai', { content: {} });
  const meshy = new FakeMeshyServer('msy-fake-meshy');
  const elevenlabs = new FakeElevenLabsServer('el-fake-elevenlabs');
  const servers = [openai, meshy, elevenlabs];
  await Promise.all(servers.map((server) => server.start()));
  return {
    openai,
    meshy,
    elevenlabs,
    env: { OPENAI_BASE_URL: openai.baseUrl, MESHY_BASE_URL: meshy.baseUrl, ELEVENLABS_BASE_URL: elevenlabs.baseUrl },
    accept: (key: string) => servers.forEach((server) => server.acceptedKeys.add(key)),
    close: () => Promise.all(servers.map((server) => server.close())),
  };
}
