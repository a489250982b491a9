# cause: split-indices-not-sorted
# expect: _split[\s\S]*split_indices must be sorted
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((10, 2), dtype="float32")):
            with R.dataflow():
                parts = R.split(x, [4, 4, 7], axis=0)
                y = parts[0]
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    mod = build_module()
    print("compiling ...", flush=True)
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
