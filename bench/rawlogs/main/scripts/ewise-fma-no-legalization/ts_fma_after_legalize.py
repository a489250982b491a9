# cause: ewise-fma-no-legalization
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*R\.ewise_fma
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((3,), dtype="float64"), y: R.Tensor((3,), dtype="float64")):
            with R.dataflow():
                t = R.add(x, y)
                f = R.ewise_fma(t, x, y)
                R.output(f)
            return f


    mod = Module
    return mod


def main():
    print(f"TVM version: {tvm.__version__}")

    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    mod = build_module()
    print(mod.script())
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
