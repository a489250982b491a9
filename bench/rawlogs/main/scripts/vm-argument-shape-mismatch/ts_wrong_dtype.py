# cause: vm-argument-shape-mismatch
# expect: CheckTensorInfo|MatchShape|ErrorContext\(fn=\w+, loc=param
# capture: pytest
import sys

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_ts_wrong_dtype():
    print("[1/3] constructing module", file=sys.stderr)

    @I.ir_module
    class Module:
        @R.function
        def main(img: R.Tensor((1, 3, 4, 4), dtype="float32")):
            with R.dataflow():
                r = R.nn.relu(img)
                R.output(r)
            return r


    mod = Module

    print(mod.script())

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    img_nd = tvm.runtime.tensor(np.ones((1, 3, 4, 4), 'float64'))
    result = vm["main"](img_nd)
    print(result.numpy())
