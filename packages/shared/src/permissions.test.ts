import { describe, expect, it } from 'vitest';
import type { Permission } from './domain/permissions-catalog.ts';
import { canAccess, defineAbilityFor } from './permissions.ts';

const user = (field: string, permissions: Permission[] = []) => ({ role: { field, permissions } });

describe('defineAbilityFor', () => {
  it.each(['admin', 'root'])('%s can do anything, even without listed permissions', (field) => {
    const ability = defineAbilityFor(user(field));
    expect(ability.can('list', 'villages')).toBe(true);
    expect(ability.can('create', 'users')).toBe(true);
    expect(ability.can('delete', 'roles')).toBe(true);
    expect(ability.can('approve', 'hm_personal_product')).toBe(true);
  });

  it('gives a ward role exactly its permissions', () => {
    const ability = defineAbilityFor(user('ward', [{ action: 'list', subject: 'villages' }]));
    expect(ability.can('list', 'villages')).toBe(true);
    expect(ability.can('create', 'villages')).toBe(false);
    expect(ability.can('list', 'users')).toBe(false);
  });

  it('does not treat other roles as super roles', () => {
    for (const field of ['ward_admin', 'province', 'village', 'Admin', '']) {
      expect(defineAbilityFor(user(field)).can('list', 'villages')).toBe(false);
    }
  });

  it('lets a null user or a user without role do nothing', () => {
    for (const ability of [defineAbilityFor(null), defineAbilityFor({ role: null })]) {
      expect(ability.can('list', 'villages')).toBe(false);
      expect(ability.can('menu', 'sentiments')).toBe(false);
    }
  });
});

describe('canAccess', () => {
  const none = defineAbilityFor(null);
  const ward = defineAbilityFor(user('ward', [{ action: 'list', subject: 'villages' }]));

  it('allows access when nothing is required', () => {
    expect(canAccess(none)).toBe(true);
    expect(canAccess(none, null)).toBe(true);
    expect(canAccess(none, undefined)).toBe(true);
  });

  it('checks the required action and subject', () => {
    expect(canAccess(ward, { action: 'list', subject: 'villages' })).toBe(true);
    expect(canAccess(ward, { action: 'create', subject: 'villages' })).toBe(false);
    expect(canAccess(none, { action: 'list', subject: 'villages' })).toBe(false);
    expect(canAccess(defineAbilityFor(user('root')), { action: 'list', subject: 'users' })).toBe(true);
  });
});
