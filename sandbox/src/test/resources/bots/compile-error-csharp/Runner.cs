// Does not compile: Model/Broken.cs uses a name that does not exist.
namespace Broken
{
    public sealed class Runner
    {
        public static void Main(string[] args)
        {
            System.Console.WriteLine(Model.Broken.Answer());
        }
    }
}
