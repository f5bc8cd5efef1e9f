using System.Reflection;
using System.Runtime.InteropServices;

// The 2013 pack's assembly attributes live here; an uploaded copy of this file is replaced by this one.
[assembly: AssemblyTitle("csharp-cgdk")]
[assembly: AssemblyProduct("csharp-cgdk")]
[assembly: ComVisible(false)]
[assembly: AssemblyVersion("1.0.0.0")]
