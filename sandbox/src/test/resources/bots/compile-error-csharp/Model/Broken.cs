namespace Broken.Model
{
    public static class Broken
    {
        public static int Answer() { return missingName; }
    }
}
