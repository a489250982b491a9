# cause: fastmath-transform-globalvar-name
# expect: fast_math\.py[\s\S]*'GlobalVar' object has no attribute 'name'
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def helper(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
            y = R.exp(x)
            return y

        @R.function
        def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
            cls = Module
            y = cls.helper(x)
            z = R.tanh(y)
            return z


    mod = Module
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    mod = build_module()

    mod = relax.transform.FastMathTransform()(mod)
    print(mod)


if __name__ == "__main__":
    main()
