# cause: fastmath-transform-globalvar-name
# expect: fast_math\.py[\s\S]*'GlobalVar' object has no attribute 'name'
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def act(x: R.Tensor((2, 5), "float32")) -> R.Tensor((2, 5), "float32"):
            y = R.tanh(x)
            return y

        @R.function
        def main(x: R.Tensor((2, 5), "float32")) -> R.Tensor((2, 5), "float32"):
            cls = Module
            y = cls.act(x)
            z = R.sigmoid(y)
            return z


    mod = Module
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)

    mod = relax.transform.FastMathTransform()(mod)
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
