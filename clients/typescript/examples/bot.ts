/**
 * A Montana bot on the generated TypeScript client: it plays one ranked game to the end while following the
 * game's live stream, checks that the stream saw the end, and writes the game's replay record, which
 * `montana verify` re-scores.
 *
 *     npm run bot -- --base http://localhost:8000 --replay replay.json
 */

import { writeFileSync } from 'node:fs';
import { client } from '../src/client.gen';
import { createGuest, getReplay, playAction, startGame, streamGame } from '../src/sdk.gen';
import type { GameState, LegalMoveOut, MoveRequest, RedealRequest, ResignRequest, StreamEnded } from '../src/types.gen';

/** Montana can go round in circles: a bot that has not finished by then resigns. */
const MOST_ACTIONS = 400;

type Action = MoveRequest | RedealRequest | ResignRequest;

/** A simple player: a winning move, else one that lengthens a row's sequence, else any move that does not lose,
 * else a redeal, else whatever is left. */
export function choose(game: GameState): Action {
  const moves: LegalMoveOut[] = game.legal_moves;
  const lengthens = (move: LegalMoveOut) => move.to[1] === game.runs[move.to[0]];
  const loses = (move: LegalMoveOut) => move.outcome === 'lost';
  const move = (chosen: LegalMoveOut): MoveRequest => ({ type: 'move', card: chosen.card, to: chosen.to });
  if (game.moves + game.redeals_used >= MOST_ACTIONS) return { type: 'resign' };
  const ranked = [
    ...moves.filter((each) => each.outcome === 'won'),
    ...moves.filter((each) => lengthens(each) && !loses(each)),
    ...moves.filter((each) => !loses(each)),
  ];
  if (ranked.length) return move(ranked[0]);
  if (game.can_redeal) return { type: 'redeal' };
  if (moves.length) return move(moves[0]);
  return { type: 'resign' };
}

function isEnd(data: GameState | StreamEnded): data is StreamEnded {
  return 'reason' in data && 'detail' in data && !('board' in data);
}

/** Every state the game's stream sends, until the server ends the stream (and says why). */
async function follow(gameId: string, seen: GameState[], signal: AbortSignal): Promise<StreamEnded> {
  const { stream } = await streamGame({ path: { game_id: gameId }, signal, sseMaxRetryAttempts: 3 });
  for await (const data of stream) {
    if (isEnd(data)) return data;
    seen.push(data);
  }
  throw new Error('the stream ended without saying why');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every request, asked again once the server says when it is told to slow down (429 with Retry-After): the
 * limits count every call of a session, the stream's and the replay's too, not only its actions. */
async function patientFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  for (;;) {
    const response = await fetch(request.clone());
    if (response.status !== 429) return response;
    await response.body?.cancel();
    await sleep(1000 * Number(response.headers.get('Retry-After') ?? '1'));
  }
}

async function play(base: string) {
  client.setConfig({ baseUrl: base, fetch: patientFetch });
  const guest = await createGuest({ body: { bot: true }, throwOnError: true });
  client.setConfig({ baseUrl: base, fetch: patientFetch, auth: () => guest.data.token });
  let game = (await startGame({ throwOnError: true })).data;
  const seen: GameState[] = [];
  const listening = new AbortController();
  const following = follow(game.id, seen, listening.signal);
  while (game.status === 'playing') {
    const answer = await playAction({
      path: { game_id: game.id },
      body: choose(game),
      headers: { 'If-Match': `"${game.version}"` },
    });
    if (!answer.data) throw new Error(`the server refused an action: ${JSON.stringify(answer.error)}`);
    game = answer.data;
  }
  const timeout = setTimeout(() => listening.abort(), 30_000);
  const ended = await following;
  clearTimeout(timeout);
  const record = (await getReplay({ path: { game_id: game.id }, throwOnError: true })).data;
  return { game, seen, ended, record };
}

function option(name: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

async function main() {
  const { game, seen, ended, record } = await play(option('base', 'http://localhost:8000')!);
  if (ended.reason !== 'over' || !seen.length || seen[seen.length - 1].version !== game.version) {
    console.error(`the stream did not follow the game to its end: ${ended.reason}, ${seen.length} states`);
    process.exit(1);
  }
  console.log(
    `${game.status} (${game.reason ?? ''}): score ${game.score}, ${game.moves} moves, ${game.redeals_used} ` +
      `redeals; the stream sent ${seen.length} states and ended: ${ended.detail}`,
  );
  const replay = option('replay');
  if (replay) writeFileSync(replay, JSON.stringify(record));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
