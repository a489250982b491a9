# cause: bind-params-unknown-name
# expect: bind_params\.cc[\s\S]*Function does not have parameter with name
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((4,), "float32"), w: R.Tensor((4,), "float32")):
            out = R.add(x, w)
            return out


    mod = Module
    return mod


def main():
    mod = build_module()
    print(mod.script())
    mod = relax.transform.BindParams("main", {'weight': np.ones(4, 'float32')})(mod)


if __name__ == "__main__":
    main()
