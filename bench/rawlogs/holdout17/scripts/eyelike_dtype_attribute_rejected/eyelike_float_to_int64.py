# cause: eyelike_dtype_attribute_rejected
# expect: dtype mismatch between input \((float32|int32|float16)\) and attribute \((\d+)\)
# capture: pytest-short
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_eyelike_float_to_int64():
    node = helper.make_node("EyeLike", ["x"], ["eye"], dtype=TensorProto.INT64)
    g = helper.make_graph([node], "eye", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3, 4])],
                          [helper.make_tensor_value_info("eye", TensorProto.INT64, [3, 4])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)])
    onnx.checker.check_model(model)
    mod = from_onnx(model)
