package bff

// CodeTenderMismatch refuses a check-out whose declared tender type is not
// the one its tender token was made for, such as a card token declared as
// a bank account: a tender's type, brand and last digits are those the
// wallet recorded when it tokenized it, never what the request says.
const CodeTenderMismatch Code = "tender_mismatch"

// CodeSignInRequired refuses a guest what only a signed-in resident may
// do with payment methods: keep, claim or pay with a saved one (spec 000
// §6, ROLE-21). Answers 401; the portal offers to sign in.
const CodeSignInRequired Code = "sign_in_required"
