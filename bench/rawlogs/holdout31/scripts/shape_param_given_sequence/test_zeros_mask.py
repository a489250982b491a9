# cause: shape_param_given_sequence
# expect: expect a Shape but get ffi\.Array
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class MaskGen:
    @R.function
    def padding_mask(lengths: R.Tensor(("b",), "int64"), shape: R.Shape(["b", "t"])):
        b = T.int64()
        t = T.int64()
        with R.dataflow():
            pos = R.arange(0, t, 1, "int64")
            lens = R.expand_dims(lengths, axis=[1])
            mask = R.less(R.broadcast_to(pos, R.shape([b, t])), lens)
            R.output(mask)
        return mask


def test_padding_mask_matches_numpy():
    ex = tvm.compile(MaskGen, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    lengths = np.array([3, 5, 1], dtype="int64")
    batch = np.zeros((3, 6), dtype="float32")
    mask = vm["padding_mask"](lengths, list(batch.shape)).numpy()
    np.testing.assert_array_equal(mask, np.arange(6)[None, :] < lengths[:, None])
