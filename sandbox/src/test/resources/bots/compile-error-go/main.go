// Does not compile: proto/proto.go uses a name that does not exist.
package main

import (
	"fmt"

	"example.com/broken/proto"
)

func main() {
	fmt.Println(proto.Answer())
}
