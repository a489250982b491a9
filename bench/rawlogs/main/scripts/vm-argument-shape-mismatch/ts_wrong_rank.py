# cause: vm-argument-shape-mismatch
# expect: CheckTensorInfo|MatchShape|ErrorContext\(fn=\w+, loc=param
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((4,), "float32")):
            r = R.negative(x)
            return r


    mod = Module
    return mod


def main():
    mod = build_module()
    print("compiling ...", flush=True)

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x_nd = tvm.runtime.tensor(np.ones((2, 2), 'float32'))
    result = vm["main"](x_nd)
    print(result.numpy())


if __name__ == "__main__":
    main()
