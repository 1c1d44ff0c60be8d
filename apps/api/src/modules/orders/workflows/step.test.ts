import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderContext } from '../order-context';
import { checkBuyer } from './place/check-buyer';
import { chooseFlight } from './place/choose-flight';
import { insertOrder } from './place/insert-order';
import type { PlacingInput } from './place/placing';
import { priceOrder } from './place/price-order';
import { Answer, answer, type Compensation, compensate, type Step, steps } from './step';

/** A step that needs `needs`, adds `adds` and writes down that it ran. */
function recorded<Needs, Adds>(name: string, ran: string[], adds: (state: Needs) => Adds): Step<Needs, Adds> {
  return {
    name,
    async run(state) {
      ran.push(name);
      return adds(state);
    },
  };
}

describe('a list of steps', () => {
  it('runs its steps in order, each on what the start and the steps before it hold', async () => {
    const ran: string[] = [];
    const list = steps<{ cart: number[] }>()
      .next(recorded('count', ran, ({ cart }: { cart: number[] }) => ({ units: cart.length })))
      .next(recorded('price', ran, ({ units }: { units: number }) => ({ totalMinor: units * 250 })))
      .next(
        recorded('label', ran, (s: { units: number; totalMinor: number }) => ({
          label: `${s.units} for ${s.totalMinor}`,
        })),
      );

    const state = await list.run({ cart: [7, 7, 9] }, []);

    expect(ran).toEqual(['count', 'price', 'label']);
    expect(state).toEqual({ cart: [7, 7, 9], units: 3, totalMinor: 750, label: '3 for 750' });
  });

  it('stops at a step that answers: the steps after it do not run', async () => {
    const ran: string[] = [];
    const replay: Step<{ key: string }, { fresh: true }, string> = {
      name: 'replay',
      async run({ key }) {
        ran.push('replay');
        return key === 'seen' ? answer('the first reply') : { fresh: true };
      },
    };
    const list = steps<{ key: string }>()
      .next(replay)
      .next(recorded('write', ran, () => ({ written: true })));

    const replayed = await list.run({ key: 'seen' }, []);
    expect(replayed).toBeInstanceOf(Answer);
    expect(replayed instanceof Answer && replayed.reply).toBe('the first reply');
    expect(ran).toEqual(['replay']);

    expect(await list.run({ key: 'new' }, [])).toEqual({ key: 'new', fresh: true, written: true });
    expect(ran).toEqual(['replay', 'replay', 'write']);
  });

  it('keeps the compensation of each step that ran, bound to its state, and compensates newest first', async () => {
    const undone: string[] = [];
    const opens = (what: string): Step<unknown, Record<string, string>> => ({
      name: `open ${what}`,
      async run() {
        return { [what]: `${what}-1` };
      },
      async compensate(state) {
        undone.push(state[what]!);
      },
    });
    const failing: Step<unknown, never> = {
      name: 'fail',
      async run() {
        throw new Error('out of stock');
      },
    };
    const done: Compensation[] = [];
    const list = steps<object>()
      .next(opens('session'))
      .next(opens('hold'))
      .next(failing)
      .next(opens('never'));

    await expect(list.run({}, done)).rejects.toThrow('out of stock');
    expect(done).toHaveLength(2);

    const reported: unknown[] = [];
    const broken: Compensation = () => Promise.reject(new Error('gateway down'));
    await compensate([broken, ...done], (error) => reported.push(error));
    expect(undone).toEqual(['hold-1', 'session-1']);
    expect(reported).toEqual([new Error('gateway down')]);
  });

  it('does not compile when a step needs what no step before it adds', () => {
    const count = recorded('count', [], ({ cart }: { cart: number[] }) => ({ units: cart.length }));
    const price = recorded('price', [], ({ units }: { units: number }) => ({ totalMinor: units * 250 }));
    // Needs all the start holds and one thing more: refused too (a method-typed `run` would let it by).
    const withCurrency = recorded('with currency', [], (s: { cart: number[]; currency: string }) => s);

    // @ts-expect-error price needs the units, which count adds after it
    steps<{ cart: number[] }>().next(price).next(count);
    // @ts-expect-error nothing adds the currency
    steps<{ cart: number[] }>().next(withCurrency);

    expectTypeOf(steps<{ cart: number[] }>().next(count).next(price).run)
      .returns.resolves.exclude<Answer<never>>()
      .toEqualTypeOf<{ cart: number[] } & { units: number } & { totalMinor: number }>();
  });

  it('does not compile the place steps out of order (tsc -p apps/api checks the lists below)', () => {
    const lists = (ctx: OrderContext) => ({
      // @ts-expect-error pricing needs the buyer (customer), which check buyer adds
      priceBeforeBuyer: steps<PlacingInput>().next(priceOrder(ctx)).next(checkBuyer(ctx)),
      // @ts-expect-error inserting the order needs the transaction's tx (and the code, the amounts...)
      insertBeforeTransaction: steps<PlacingInput>().next(checkBuyer(ctx)).next(insertOrder(ctx)),
      inOrder: steps<PlacingInput>().next(checkBuyer(ctx)).next(chooseFlight(ctx)).next(priceOrder(ctx)),
    });
    expectTypeOf(lists).returns.toHaveProperty('inOrder');
  });
});
