// Compiles for many minutes: a constant expression of about 10^10 steps (each loop stays under
// g++'s per-loop limit; the whole stays under its operation limit for a long time).
constexpr long burn() {
    long sum = 0;
    for (long i = 0; i < 200000; i++) {
        for (long j = 0; j < 200000; j++) {
            sum += i ^ j;
        }
    }
    return sum;
}

static_assert(burn() != 1, "never false");

int main() {
    return 0;
}
