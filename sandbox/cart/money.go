package cart

import "github.com/payhub/payhub/bff"

// Cents is an amount of money in cents: the domain's one money type.
type Cents = bff.Cents

// ParseMoney reads an amount on the cart service's wire: the one amount
// grammar with exactly two decimals (bff.ParseExactAmount; VAL-07, spec 000
// §9 "Amounts have exactly two decimals"). "1,234.56" is 123456 cents; "12",
// "12.5", "12.345", "1,23.00" and "abc" are refused.
func ParseMoney(s string) (Cents, error) {
	return bff.ParseExactAmount(s)
}

// percentOf returns bp hundredths of a percent of c (235 is 2.35%), rounded
// half up to the cent. c and bp are not negative. The product is split so
// that it cannot overflow for any amount a cart can hold.
func percentOf(c Cents, bp int64) Cents {
	q, r := int64(c)/10000, int64(c)%10000
	return Cents(q*bp + (r*bp+5000)/10000)
}
