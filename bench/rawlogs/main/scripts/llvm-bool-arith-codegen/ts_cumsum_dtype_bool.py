# cause: llvm-bool-arith-codegen
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((2, 4), dtype="float16")):
            with R.dataflow():
                c = R.cumsum(x, axis=-1, dtype="bool")
                R.output(c)
            return c


    mod = Module
    return mod


def main():
    mod = build_module()
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
