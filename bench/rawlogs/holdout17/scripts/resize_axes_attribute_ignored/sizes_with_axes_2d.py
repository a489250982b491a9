# cause: resize_axes_attribute_ignored
# expect: Resize2D expects the given output image size to be a 2-dim shape, while the given one has ndim 0
# capture: pytest-native
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_sizes_with_axes_2d():
    sizes = numpy_helper.from_array(np.array([8, 8], dtype=np.int64), "sizes")
    node = helper.make_node("Resize", ["x", "", "", "sizes"], ["y"], mode="linear", axes=[2, 3])
    g = helper.make_graph([node], "resize_axes", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 4, 4])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 3, 8, 8])], [sizes])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    onnx.checker.check_model(model)
    mod = from_onnx(model)
