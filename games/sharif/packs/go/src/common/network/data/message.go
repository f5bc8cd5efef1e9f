// Package data holds the one shape every message of the game has.
package data

import "encoding/json"

// Message is {"type": Name, "info": Args, "turn": Turn}. Messages received carry their info as
// json.RawMessage, so the model decodes it into its own shapes.
type Message struct {
	Name string      `json:"type"`
	Args interface{} `json:"info"`
	Turn int         `json:"turn"`
}

// Info is the raw info of a received message ("{}" if it has none).
func (message Message) Info() json.RawMessage {
	if raw, ok := message.Args.(json.RawMessage); ok && len(raw) > 0 {
		return raw
	}
	return json.RawMessage("{}")
}
