/** PIN and OTP calls of personal accounts and business accounts (rules in pin-rules.ts). */
import { businessAccount, personalAccount, signedIn, type Deps, type Handlers } from './context';
import { checkPin, confirmPinChange, startPinChange } from './pin-rules';

export function pinHandlers(deps: Deps): Handlers<
  'setPersonalAccountPin' | 'checkPersonalAccountPin' | 'checkPersonalAccountOtp' | 'setBusinessTransactionPin' | 'checkBusinessTransactionPin' | 'verifyBusinessOtp'
> {
  const { store } = deps;
  return {
    setPersonalAccountPin: (req) => {
      const account = personalAccount(store, signedIn(deps, req).id, req.params.id);
      return { status: 200, body: startPinChange(store, account, req.body) };
    },
    checkPersonalAccountPin: (req) => {
      const account = personalAccount(store, signedIn(deps, req).id, req.params.id);
      return { status: 200, body: checkPin(store, account, req.body.pin) };
    },
    checkPersonalAccountOtp: (req) => {
      const account = personalAccount(store, signedIn(deps, req).id, req.params.id);
      return { status: 200, body: confirmPinChange(store, account, req.body.otp) };
    },
    setBusinessTransactionPin: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: startPinChange(store, account, req.body) };
    },
    checkBusinessTransactionPin: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: checkPin(store, account, req.body.pin) };
    },
    verifyBusinessOtp: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: confirmPinChange(store, account, req.body.otp) };
    },
  };
}
