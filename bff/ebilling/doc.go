// Package ebilling is the BFF's e-billing (spec 001 §1, §2, §4
// "E-billing", §7 "E-billing", §8; API-78..84, EBILL-01..10, VERIFY-01,
// ROLE-19, ERR-71, ERR-72): subscribing a payable's bill to an e-mail
// address, as a guest too; the commands of the ebilling/{subscriptionId}/
// {action}/{authCode} screen (verify, unsubscribe with the e-mailed code,
// send that code, resend the link); and paperless on and off.
//
// Paperless billing (the bill by e-mail only) is offered only once the
// signed-in resident verified ownership of the payable with the mailed PIN
// (VERIFY-01): a subscription with the e-mail preference, or paperless
// turned on, needs it. Anyone, a guest included, may subscribe to be told
// of the bill by e-mail while it is still mailed (mail or both).
package ebilling
