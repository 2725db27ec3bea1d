/**
 * Client accounts: sign-up and activation, sign-in, password recovery, profile, addresses, CLABE and settings.
 * Thin handlers: the contract validates the input, service.ts applies the rules (queries.ts holds the SQL).
 */
import { contract } from '../../src/api/contract/index.ts';
import type { Deps } from '../context.ts';
import type { Router } from '../http/env.ts';
import { clientIdOf, createRouteBinder, reply, sourceAddressOf } from '../http/route.ts';
import { createAccountsService } from './service.ts';

export function registerAccountRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);
  const accounts = createAccountsService(deps);
  const api = contract.clients;

  route(api.exists, (_ctx, { body }) => accounts.exists(body));
  route(api.create, async (_ctx, { body }) => reply(201, await accounts.create(body)));
  route(api.updateEmail, (ctx, { body }) => accounts.updateEmail(clientIdOf(ctx), body.email));
  route(api.activate, (ctx, { body }) =>
    accounts.activate(clientIdOf(ctx), body.activationCode, ctx.auth?.claims),
  );
  route(api.resendActivationCode, (ctx) => accounts.resendActivationCode(clientIdOf(ctx)));
  route(api.activationCodeStatus, (ctx) => accounts.activationCodeStatus(clientIdOf(ctx)));
  route(api.signin, (ctx, { body }) =>
    accounts.signin(body, sourceAddressOf(ctx.c, deps.config.trustedProxies)),
  );
  route(api.recoverPassword, (_ctx, { body }) => accounts.recoverPassword(body.email));
  route(api.resetPassword, (_ctx, { body }) => accounts.resetPassword(body.token, body.password));
  // The profile poll: the token check and the profile in one read (server/http/route.ts, `clientRow`).
  route(
    api.me,
    async (ctx) => {
      clientIdOf(ctx);
      return accounts.me(ctx.clientRow);
    },
    { clientRow: accounts.profileWithPrincipal },
  );
  route(api.addresses, (ctx) => accounts.addresses(clientIdOf(ctx)));
  route(api.updateInterbankCode, (ctx, { body }) =>
    accounts.updateInterbankCode(clientIdOf(ctx), body.interbankCode),
  );
  route(api.updateTransactionalNotifications, (ctx, { params, body }) =>
    accounts.updateTransactionalNotifications(
      { settingsId: params.id, clientId: clientIdOf(ctx) },
      body.value,
    ),
  );
  route(api.updatePromotionalNotifications, (ctx, { params, body }) =>
    accounts.updatePromotionalNotifications({ settingsId: params.id, clientId: clientIdOf(ctx) }, body.value),
  );
}
