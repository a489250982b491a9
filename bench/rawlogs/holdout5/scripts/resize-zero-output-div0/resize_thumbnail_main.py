# cause: resize-zero-output-div0
# expect: Divide by zero
# capture: stderr
# post: crlf
import argparse

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Thumb:
    @R.function
    def main(x: R.Tensor((1, 4, 16, 16), "float32")):
        with R.dataflow():
            t = R.image.resize2d(x, size=R.shape([16, 0]), layout="NCHW", method="nearest_neighbor", rounding_method="floor")
            R.output(t)
        return t


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--target", default="llvm")
    args = p.parse_args([])
    ex = tvm.compile(Thumb, target=args.target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.zeros((1, 4, 16, 16), "float32"))).shape)


if __name__ == "__main__":
    main()
