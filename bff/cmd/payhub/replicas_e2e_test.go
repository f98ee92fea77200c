package main

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	"github.com/payhub/payhub/bff/internal/redistest"
)

// TestReplicas_concurrentSubmitsToTwoBFFsSharingRedisChargeOnce runs two
// BFF replicas that share one Redis (sessions and idempotency keys) in
// front of one sandbox, and sends one guest's concurrent submits of one
// cart to both: with one key and with a key per submit, the cart is
// charged once and every submit answers the same receipt.
func TestReplicas_concurrentSubmitsToTwoBFFsSharingRedisChargeOnce(t *testing.T) {
	redisURL := redistest.Start(t)
	a, _ := startMain(t, "--redis-url", redisURL)

	b := startReplica(t, a, redisURL)

	for _, sameKey := range []bool{true, false} {
		t.Run(fmt.Sprintf("sameKey=%v", sameKey), func(t *testing.T) {
			p := newPayer(t, a) // its cookie reaches both replicas: same host
			p.add(p.find("R100-002").Path)
			s := p.checkoutScreen()
			cartID, fee := s.Sections.Cart.Data.ID, s.Sections.Fees.Data["card"].Amount
			body := checkoutBody(p.tokenize(s.Sections.Wallet.Data.CardInputURL, "4242424242424242"), "842.10", fee)
			key := p.newKey()
			const n = 10
			codes := make([]int, n)
			results := make([]receiptResultJSON, n)
			var wg sync.WaitGroup
			for i := range n {
				k := key
				if !sameKey {
					k = p.newKey()
				}
				replica := a.URL("bff")
				if i%2 == 1 {
					replica = b.URL("bff")
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					var raw []byte
					codes[i], raw = p.raw("POST", replica+"/bff/v1/sunshine/demo/checkout", body,
						map[string]string{"Idempotency-Key": k, "X-Requested-With": "payhub"})
					_ = json.Unmarshal(raw, &results[i])
				}()
			}
			wg.Wait()
			for i := range n {
				if codes[i] != 200 || results[i].ConfirmationNumber == "" || results[i].ConfirmationNumber != results[0].ConfirmationNumber {
					t.Errorf("submit %d: %d %+v, want the receipt %s", i, codes[i], results[i], results[0].ConfirmationNumber)
				}
			}
			if charges := ledger(t, a, cartID); len(charges) != 1 {
				t.Fatalf("%d charges for one cart across two replicas: %+v", len(charges), charges)
			}
		})
	}
}
