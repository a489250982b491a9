# cause: bool-reduce-min-value
# expect: Cannot decide min_value for typeT?\.?bool
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((10,), dtype="float32")):
            with R.dataflow():
                m = R.isnan(x)
                i = R.argmax(m, axis=0)
                R.output(i)
            return i


    mod = Module
    return mod


def main():
    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)

    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)


if __name__ == "__main__":
    main()
