// Compile-time proof that a controller cannot disagree with the route table: every expect-error
// directive below fails the type-check if the mismatch under it ever compiles.
import { Controller } from '@nestjs/common';
import type { Character, CreateCharacter } from '@studio/contracts/characters';
import { Endpoint, type EndpointInput } from './endpoint';
import { EndpointsOf } from './endpoints-of';

declare const character: Character;

@Controller()
export class MismatchedController {
  // @ts-expect-error: no route of that name in the table
  @Endpoint('importProjectBundle')
  missing() {
    return character;
  }

  // @ts-expect-error: the handler wants a create body, the route takes an update (no projectId)
  @Endpoint('updateCharacter')
  wrongBody(input: { params: { id: number }; body: CreateCharacter }) {
    return { ...character, name: input.body.name };
  }

  // @ts-expect-error: the answer is not the route's response (a list, where one character is due)
  @Endpoint('getCharacter')
  wrongAnswer(_input: EndpointInput<'getCharacter'>) {
    return [character];
  }

  @Endpoint('getCharacter')
  matching({ params }: EndpointInput<'getCharacter'>) {
    return { ...character, id: params.id };
  }
}

class CharacterLookup {
  get(id: number): Character {
    return { ...character, id };
  }

  all(): Character[] {
    return [character];
  }
}

EndpointsOf({ lookup: CharacterLookup }, {
  getCharacter: ({ lookup }, { params }) => lookup.get(params.id),
  // @ts-expect-error: no route of that name in the table
  getCharacterByName: ({ lookup }) => lookup.get(1),
});

EndpointsOf({ lookup: CharacterLookup }, {
  // @ts-expect-error: the answer is not the route's response (a list, where one character is due)
  getCharacter: ({ lookup }) => lookup.all(),
});

EndpointsOf({ lookup: CharacterLookup }, {
  // @ts-expect-error: the route has no body, so the handler cannot read one
  getCharacter: ({ lookup }, { body }: { body: CreateCharacter }) => lookup.get(body.name.length),
});

EndpointsOf({ lookup: CharacterLookup }, {
  // @ts-expect-error: the controller has no service of that name
  getCharacter: ({ characters }, { params }) => characters.get(params.id),
});
