# cause: bind-params-unknown-name
# expect: bind_params\.cc[\s\S]*Function does not have parameter with name
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((5,), "float16"), scale: R.Tensor((5,), "float16")):
            out = R.multiply(x, scale)
            return out


    mod = Module
    return mod


def main():
    mod = build_module()
    print("compiling ...", flush=True)

    mod = relax.transform.BindParams("main", {'Scale': np.ones(5, 'float16')})(mod)
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
