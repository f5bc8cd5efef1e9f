#include <cstdio>

int main() {
    printf("missing semicolon\n")
    return 0;
}
