import { COMMENT_TEXTS, POST_TEXTS } from './data/feed';
import { berlinInstant, addDays, type IsoDay } from './berlin-time';
import { bannerSvg, type FileCollector } from './generate-images';
import type { Random } from './random';
import type { NamedRecord, SeedComment, SeedPost, SeedUser } from './seed-types';

export interface FeedContext {
  random: Random;
  files: FileCollector;
  users: readonly SeedUser[];
  tags: readonly NamedRecord[];
  /** Posts are spread over the days around the main edition's start. */
  mainStart: IsoDay;
  /** The demo member writes every tenth post so their feed is never empty. */
  demoUserId: number;
}

const MAX_LIKES = 40;

const randomMoment = (random: Random, mainStart: IsoDay) =>
  berlinInstant(addDays(mainStart, random.int(-10, 4)), random.int(0, 1439));

/** Up to `count` distinct user ids without shuffling the whole (possibly huge) member list. */
const distinctIds = (random: Random, members: readonly SeedUser[], count: number) => {
  const ids = new Set<number>();
  const wanted = Math.min(count, members.length);
  while (ids.size < wanted) ids.add(random.pick(members).id);
  return [...ids].sort((a, b) => a - b);
};

export const generatePosts = (ctx: FeedContext, count: number): SeedPost[] => {
  const { random } = ctx;
  const members = ctx.users.filter((u) => u.canLogIn);
  let commentId = 1;
  const posts = Array.from({ length: count }, (_, i): SeedPost => {
    const author = i % 10 === 0 ? ctx.demoUserId : random.pick(members).id;
    const text = random.pick(POST_TEXTS);
    const createdAt = randomMoment(random, ctx.mainStart);
    const likedByIds = distinctIds(random, members, random.int(0, MAX_LIKES));
    const comments = Array.from({ length: random.int(0, 5) }, (): SeedComment => ({
      id: commentId++,
      authorId: random.pick(members).id,
      text: random.pick(COMMENT_TEXTS),
      createdAt: new Date(createdAt.getTime() + random.int(5, 600) * 60_000),
    })).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return {
      id: i + 1,
      authorId: author,
      text,
      imageFileId: random.chance(0.3)
        ? ctx.files.add(`post-${i + 1}.svg`, bannerSvg(text.split(/[.!?]/)[0] ?? text, 'Feed'))
        : null,
      tags: random.chance(0.5)
        ? random.sample(ctx.tags, random.int(1, 2)).map((tag) => tag.name)
        : [],
      likedByIds,
      comments,
      createdAt,
    };
  });
  return posts
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((post, i) => ({
      ...post,
      id: i + 1,
    }));
};
