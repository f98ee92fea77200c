// Package texts is the one catalogue of the texts the BFF answers users
// with, English and Spanish side by side, by message key: every business
// package builds its refusals with Message and Error from here.
package texts
