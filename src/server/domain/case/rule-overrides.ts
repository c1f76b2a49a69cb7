import type { RuleOverrides } from '#shared/case/overrides.ts';
import type { Db } from '../../db/connect.ts';
import { loadRuleOverrides } from '../../repositories/case-rules.repository.ts';

/** How often a process re-reads staff's rule edits, so an edit made through another process shows within it. */
export const RULE_OVERRIDES_REFRESH_MS = 30_000;

/**
 * Staff's edits to the case rules, held per app so every answer applies them, the synchronous ones too (open
 * problems on the applications list, the PDF): read at start, again after each edit in this process, and every
 * RULE_OVERRIDES_REFRESH_MS for edits made in another. docs/decisions/0045-case-rule-overrides.md.
 */
export class RuleOverridesHolder {
  #current: RuleOverrides = {};
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  current(): RuleOverrides {
    return this.#current;
  }

  async refresh(): Promise<RuleOverrides> {
    this.#current = await loadRuleOverrides(this.db);
    return this.#current;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.#timer = setInterval(() => void this.refresh().catch(() => undefined), RULE_OVERRIDES_REFRESH_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
