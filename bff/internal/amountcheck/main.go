// Command amountcheck reads amounts with bff.ParseAmount and
// bff.ParseExactAmount for the widget's tests, which hold the widget's
// parser to the BFF's on random input (widget/src/lib/amount.test.ts).
//
// It reads a JSON array of strings on standard input and writes a JSON
// array of results, one per string: the cents each parser reads, or null
// where it refuses.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/payhub/payhub/bff"
)

// result is what the two parsers read of one string.
type result struct {
	Amount *int64 `json:"amount"`
	Exact  *int64 `json:"exact"`
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "amountcheck:", err)
		os.Exit(1)
	}
}

func run() error {
	var inputs []string
	if err := json.NewDecoder(os.Stdin).Decode(&inputs); err != nil {
		return err
	}
	out := make([]result, len(inputs))
	for i, s := range inputs {
		out[i] = result{Amount: cents(bff.ParseAmount(s)), Exact: cents(bff.ParseExactAmount(s))}
	}
	return json.NewEncoder(os.Stdout).Encode(out)
}

// cents is c, or nil when err says the string is not an amount.
func cents(c bff.Cents, err error) *int64 {
	if err != nil {
		return nil
	}
	n := int64(c)
	return &n
}
