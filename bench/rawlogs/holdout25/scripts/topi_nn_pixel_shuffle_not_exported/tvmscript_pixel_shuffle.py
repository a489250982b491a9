# cause: topi_nn_pixel_shuffle_not_exported
# expect: module 'tvm.topi.nn' has no attribute 'pixel_shuffle'
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class SubPixel:
    @R.function
    def main(x: R.Tensor((1, 16, 8, 8), "float32")):
        with R.dataflow():
            y = R.nn.pixel_shuffle(x, 2)
            R.output(y)
        return y


ex = tvm.compile(SubPixel, target="llvm")
