// Package network speaks the game's framing: one JSON object, then a NUL byte, over TCP.
package network

import (
	"bufio"
	"encoding/json"
	"net"
	"strconv"

	"./data"
)

// JsonSocket is a TCP connection to the game.
type JsonSocket struct {
	socket net.Conn
	reader *bufio.Reader
}

// NewJsonSocket connects to host:port.
func NewJsonSocket(host string, port int) (*JsonSocket, error) {
	socket, err := net.Dial("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if err != nil {
		return nil, err
	}
	return &JsonSocket{socket: socket, reader: bufio.NewReaderSize(socket, 1<<16)}, nil
}

// Close closes the connection.
func (jsonSocket *JsonSocket) Close() {
	_ = jsonSocket.socket.Close()
}

// Send writes the message and its NUL byte.
func (jsonSocket *JsonSocket) Send(message data.Message) error {
	text, err := json.Marshal(message)
	if err != nil {
		return err
	}
	_, err = jsonSocket.socket.Write(append(text, 0))
	return err
}

// Get reads the next message; an error when the game closed the connection.
func (jsonSocket *JsonSocket) Get() (data.Message, error) {
	text, err := jsonSocket.reader.ReadBytes(0)
	if err != nil {
		return data.Message{}, err
	}
	var wire struct {
		Type string          `json:"type"`
		Info json.RawMessage `json:"info"`
		Turn int             `json:"turn"`
	}
	if err := json.Unmarshal(text[:len(text)-1], &wire); err != nil {
		return data.Message{}, err
	}
	return data.Message{Name: wire.Type, Args: wire.Info, Turn: wire.Turn}, nil
}
