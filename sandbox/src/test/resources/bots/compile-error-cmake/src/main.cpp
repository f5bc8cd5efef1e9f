// Does not compile: a name that does not exist.
int main() {
    return missing_name;
}
