# cause: lrn_hardcoded_fp32_constants
# expect: Binary operators must have the same datatype for both operands
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_lrn_fp64_3d():
    node = helper.make_node("LRN", ["seq"], ["norm"], size=3)
    g = helper.make_graph([node], "lrn1d", [helper.make_tensor_value_info("seq", TensorProto.DOUBLE, [2, 6, 10])],
                          [helper.make_tensor_value_info("norm", TensorProto.DOUBLE, [2, 6, 10])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 1)])
    print(model)
    mod = from_onnx(model)
